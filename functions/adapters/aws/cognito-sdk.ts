// What the Cognito adapter sends (cognito-identity.ts), the module it imports on its first call
// (firstUse): named here, so that esbuild's chunk holds the client and these commands, not the
// package's hundred others.
export {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider'
