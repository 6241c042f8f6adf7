/**
 * The outline of the privacy policy and the terms (issue 23 "Public pages"): each document is a
 * list of sections, each section a heading and its blocks, a paragraph or a list of items. The
 * texts live in the message catalogues (`messages/policies/`) under
 * `policy.{document}.{section}.title` and `policy.{document}.{section}.{block or item}`.
 */
export type PolicyBlock = { p: string } | { list: string[] };
export interface PolicySection {
  id: string;
  blocks: PolicyBlock[];
}
export type PolicyName = 'privacy' | 'terms';

export const POLICY_DOCUMENTS: Record<PolicyName, PolicySection[]> = {
  privacy: [
    { id: 'provider', blocks: [{ p: 'text' }] },
    { id: 'roles', blocks: [{ p: 'intro' }, { list: ['firm', 'own'] }, { p: 'party' }] },
    {
      id: 'data',
      blocks: [
        { p: 'intro' },
        { list: ['account', 'reports', 'photos', 'signatures', 'payments', 'inquiries', 'logs'] },
      ],
    },
    { id: 'purposes', blocks: [{ list: ['contract', 'billing', 'inquiries', 'security'] }, { p: 'none' }] },
    { id: 'retention', blocks: [{ list: ['account', 'reports', 'payments', 'inquiries', 'logs'] }, { p: 'links' }] },
    { id: 'recipients', blocks: [{ p: 'text' }, { p: 'eu' }, { p: 'firm' }] },
    { id: 'security', blocks: [{ p: 'text' }] },
    {
      id: 'rights',
      blocks: [
        { p: 'intro' },
        { list: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection'] },
        { p: 'how' },
        { p: 'reports' },
      ],
    },
    { id: 'complaint', blocks: [{ p: 'text' }] },
    { id: 'cookies', blocks: [{ p: 'text' }] },
    { id: 'contact', blocks: [{ p: 'text' }] },
    { id: 'changes', blocks: [{ p: 'text' }] },
  ],
  terms: [
    { id: 'service', blocks: [{ p: 'text' }] },
    { id: 'account', blocks: [{ p: 'text' }] },
    {
      id: 'subscription',
      blocks: [{ p: 'intro' }, { list: ['period', 'credit', 'free', 'none', 'delete'] }, { p: 'buy' }],
    },
    { id: 'content', blocks: [{ p: 'text1' }, { p: 'text2' }] },
    {
      id: 'data',
      blocks: [
        { p: 'intro' },
        { list: ['instructions', 'confidential', 'security', 'subprocessors', 'assist', 'end', 'audit'] },
      ],
    },
    { id: 'availability', blocks: [{ p: 'text' }] },
    { id: 'liability', blocks: [{ p: 'text1' }, { p: 'text2' }] },
    { id: 'termination', blocks: [{ p: 'text1' }, { p: 'text2' }, { p: 'text3' }] },
    { id: 'changes', blocks: [{ p: 'text' }] },
    { id: 'law', blocks: [{ p: 'text' }] },
    { id: 'contact', blocks: [{ p: 'text' }] },
  ],
};

/**
 * What the browser keeps for the product (docs/product.md "The operator's own words"): no cookie;
 * each item with where it lives. Texts: `policy.cookies.{id}.name` and `.purpose`.
 */
export const BROWSER_STORAGE = [
  { id: 'signIn', where: 'local' },
  { id: 'language', where: 'local' },
  { id: 'notice', where: 'local' },
  { id: 'fieldApp', where: 'indexedDb' },
  { id: 'appFiles', where: 'cache' },
] as const;
