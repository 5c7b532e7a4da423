/**
 * `@/messages/<locale>.json?ns=a,b`: those namespaces of the messages only, precompiled
 * (lib/i18n/namespace-loader.cjs). A file without the query resolves to the JSON itself, typed by it.
 */
declare module '@/messages/*' {
  const messages: Readonly<Record<string, import('next-intl').AbstractIntlMessages>>;
  export default messages;
}
