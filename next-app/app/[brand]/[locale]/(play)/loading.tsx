// The same loading state as every page of the shell.
export { default } from '../(shell)/loading';
