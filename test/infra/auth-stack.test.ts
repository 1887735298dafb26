import { Match, Template } from 'aws-cdk-lib/assertions'
import { beforeAll, describe, it } from 'vitest'
import { createPressroomApp } from './pressroom-test-app'

let template: Template

beforeAll(() => {
  template = Template.fromStack(createPressroomApp().auth)
})

describe('the auth stack', () => {
  it('lets founders sign themselves up and sign in with their e-mail address', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: [],
    })
  })

  it('asks only for passwords of at least 8 characters, as the sign-up form does', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    })
  })

  it('recovers accounts by e-mail only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    })
  })

  it('deletes the user pool with the stack in the default dev stage (prod retains it: stage.test.ts)', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      UpdateReplacePolicy: 'Delete',
    })
  })

  it('gives the web client password and refresh-token sign-in without a secret or OAuth flows', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1)
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
    })
  })

  it('issues access tokens for one hour and refresh tokens for thirty days', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', RefreshToken: 'minutes' },
    })
  })

  it('does not reveal whether an account exists and can revoke tokens on sign-out', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    })
  })
})
