import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '../../lib/auth/auth-context'
import { errorMessage } from '../../lib/error-message'
import { launchWeekApi } from './api'
import { LAUNCH_WEEK_SIGN_UP, SUCCESS_OVERLAY_MS } from './constants'

type ClaimState =
  | { step: 'idle' }
  | { step: 'claiming' }
  | { step: 'claimed' }
  | { step: 'failed'; message: string }

/**
 * The claim button: a visitor signs up first, a founder who already claimed goes on to Search, anyone
 * else claims, sees the success overlay for 3 s, then goes to Search with the profile reloaded.
 */
export function useLaunchWeekClaim(onClaimed: () => void) {
  const { status, profile, profileStatus, reloadProfile } = useAuth()
  const navigate = useNavigate()
  const [state, setState] = useState<ClaimState>({ step: 'idle' })
  const claimed = state.step === 'claimed'

  useEffect(() => {
    if (!claimed) return
    const timer = setTimeout(() => navigate('/search'), SUCCESS_OVERLAY_MS)
    return () => clearTimeout(timer)
  }, [claimed, navigate])

  /** `showName`: the founder agreed to be shown as "Ada K." in the public ticker. */
  async function claim(showName = false) {
    if (status !== 'signed-in') {
      navigate(LAUNCH_WEEK_SIGN_UP)
      return
    }
    if (profile?.launch_week_claimed) {
      navigate('/search')
      return
    }
    setState({ step: 'claiming' })
    try {
      await launchWeekApi.claim(showName)
      setState({ step: 'claimed' })
      onClaimed()
      void reloadProfile()
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) })
    }
  }

  return {
    claim,
    claiming: state.step === 'claiming',
    claimed,
    error: state.step === 'failed' ? state.message : null,
    alreadyClaimed: status === 'signed-in' && profile?.launch_week_claimed === true,
    // A founder's click depends on the profile's flag, so it waits for the profile's first load.
    ready: status !== 'loading' && !(status === 'signed-in' && !profile && profileStatus !== 'error'),
  }
}
