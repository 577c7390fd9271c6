// The social sign-in block of /login and /signup: 'Continue With Google' when the API offers OpenID Connect.
// It is a full-page navigation: the API runs the OpenID flow, sets the token cookie and comes back to
// returnTo (or to /login?error=... when it fails). Against the local stand-in provider it says so.
import { GoogleOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Typography } from 'antd';
import { useId } from 'react';
import { oidcStartUrl, useAuthProviders } from '@usedcars/shared-ui/api/auth/get-providers';

export interface SocialSignInProps {
  /** The same-site path to come back to once signed in. */
  returnTo?: string;
}

export function SocialSignIn({ returnTo = '/' }: SocialSignInProps) {
  const { data } = useAuthProviders();
  const noteId = useId();
  const oidc = data?.oidc;
  if (!oidc) return null;
  return (
    <Flex vertical align="stretch" gap={4}>
      <Divider plain>or</Divider>
      <Button
        icon={<GoogleOutlined aria-hidden />}
        block
        size="large"
        aria-describedby={oidc.localStandIn ? noteId : undefined}
        onClick={() => window.location.assign(oidcStartUrl(returnTo))}
      >
        Continue With Google
      </Button>
      {oidc.localStandIn ? (
        <Typography.Text id={noteId} type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
          local test provider
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
