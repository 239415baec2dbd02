import type { AnyDb, MigrationFactory } from './helpers';

/**
 * An assistant's add_to_do_not_call function tool on the voice platform holding it (voice/do-not-call/vapi-tool.ts):
 * assistants.do_not_call_tool_id, set while a Vapi-held assistant can call out (it has a number), so that its saves
 * keep the tool in model.toolIds (assistantToolIds) and deleting the assistant deletes the tool. Null: none (the
 * sandbox, an assistant without a number, or one not saved since the tool came).
 */
export const doNotCallTool: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('assistants')
      .addColumn('do_not_call_tool_id', 'varchar(255)')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('assistants').dropColumn('do_not_call_tool_id').execute();
  },
});
