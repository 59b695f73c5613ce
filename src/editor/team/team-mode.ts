/** True when the editor is served in team mode (its page says so), where saved changes go live only by Publish. */
export const isTeamMode = () => document.querySelector('meta[name="editor-mode"]')?.getAttribute('content') === 'team';
