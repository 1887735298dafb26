// What the SES v2 adapters send (ses-mailer.ts, ses-identities.ts), the module they import on their
// first call (firstUse): named here, so that esbuild's chunk holds the client and these commands, not
// the package's hundred others.
export {
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  PutEmailIdentityMailFromAttributesCommand,
  SESv2Client,
  SESv2ServiceException,
  SendEmailCommand,
} from '@aws-sdk/client-sesv2'
