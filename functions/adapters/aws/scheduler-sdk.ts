// What the EventBridge Scheduler adapter sends (eventbridge-scheduler.ts), the module it imports on its
// first call (firstUse): named here, so that esbuild's chunk holds the client and these commands only.
export { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler'
