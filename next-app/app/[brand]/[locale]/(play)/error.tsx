'use client';

// The same error state as every page of the shell.
export { default } from '../(shell)/error';
