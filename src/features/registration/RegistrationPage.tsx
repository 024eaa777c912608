export { default } from '@/features/placeholder/PlaceholderPage'
