/** A choice of a native select: the value sent and the text shown. */
export interface SelectOption {
  value: string
  label: string
}

/**
 * The options of a native select that starts empty: the placeholder (value '', so the field is missing until a
 * choice is made), then each choice.
 */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string
  options: readonly SelectOption[]
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
