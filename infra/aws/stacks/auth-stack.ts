import { Duration, Stack, type StackProps } from 'aws-cdk-lib'
import { AccountRecovery, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito'
import type { Construct } from 'constructs'
import { removalPolicyFor, type Stage } from '../stage'

export interface AuthStackProps extends StackProps {
  stage: Stage
}

/** Who the users are: the Cognito user pool and the SPA's app client. */
export class AuthStack extends Stack {
  readonly userPool: UserPool
  readonly userPoolClient: UserPoolClient

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props)

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // No verification code e-mail: the sign-up Lambda confirms the account and marks the address
      // verified itself (AdminConfirmSignUp, AdminUpdateUserAttributes), so recovery by e-mail works.
      autoVerify: { email: false },
      standardAttributes: { email: { required: true, mutable: true } },
      // The sign-up contract (shared/contracts/auth.ts) promises only "at least 8 characters"; a stricter
      // pool would reject passwords the form has already accepted.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // The accounts themselves: kept in prod when the stack goes.
      removalPolicy: removalPolicyFor(props.stage),
    })

    // The Lambdas call InitiateAuth on behalf of the SPA: no secret, and no hosted UI or OAuth redirects
    // (left on, CDK would register implicit and code grants with an example.com callback).
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      disableOAuth: true,
      authFlows: { userPassword: true },
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    })
  }
}
