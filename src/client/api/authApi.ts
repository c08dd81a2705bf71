import type {
  AuthConfigResponse,
  EmailOnlyRequest,
  GoogleAuthRequest,
  LoginRequest,
  PublicClient,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  VerifyCodeRequest,
  VerifyCodeResponse,
} from '../../shared/contract/auth';
import type { MessageResponse } from '../../shared/contract/common';
import { baseApi } from './baseApi';
import { signInEndpoint, type SignInResult } from './signIn';

/**
 * SPEC.md section 7 "Auth". The refresh call is the session machine's own (session/refresh.ts).
 * A sign-in hands its tokens to the session itself and returns the rest (signIn.ts).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    login: build.mutation<SignInResult, LoginRequest>(signInEndpoint((body: LoginRequest) => ({ url: '/api/auth/login', method: 'POST', body }))),
    googleAuth: build.mutation<SignInResult, GoogleAuthRequest>(signInEndpoint((body: GoogleAuthRequest) => ({ url: '/api/auth/firebase-google-auth', method: 'POST', body }))),
    publicClients: build.query<PublicClient[], void>({
      query: () => '/api/auth/clients',
      transformResponse: (response: { clients: PublicClient[] }) => response.clients,
    }),
    authConfig: build.query<AuthConfigResponse, void>({
      query: () => '/api/auth/config',
      providesTags: ['AuthConfig'],
    }),
    sendVerificationCode: build.mutation<MessageResponse, EmailOnlyRequest>({
      query: (body) => ({ url: '/api/auth/send-verification-code', method: 'POST', body }),
    }),
    verifyCode: build.mutation<VerifyCodeResponse, VerifyCodeRequest>({
      query: (body) => ({ url: '/api/auth/verify-code', method: 'POST', body }),
    }),
    sendResetCode: build.mutation<MessageResponse, EmailOnlyRequest>({
      query: (body) => ({ url: '/api/auth/send-reset-code', method: 'POST', body }),
    }),
    resetPasswordWithCode: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/auth/reset-password-with-code', method: 'POST', body }),
    }),
    verifyEmailToken: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: '/api/auth/verify-email', params: { token } }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useGoogleAuthMutation,
  usePublicClientsQuery,
  useAuthConfigQuery,
  useSendVerificationCodeMutation,
  useVerifyCodeMutation,
  useSendResetCodeMutation,
  useResetPasswordWithCodeMutation,
  useVerifyEmailTokenMutation,
} = authApi;
