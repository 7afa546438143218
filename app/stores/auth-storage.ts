// Client state kept across reloads under `auth-storage` (SPEC §3): the page to return to after
// signing in. The user itself is never stored in the browser: it is asked of the API.
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

type AuthStorage = {
  redirect: string | null
  setRedirect: (redirect: string | null) => void
}

export const useAuthStorage = create<AuthStorage>()(
  persist(
    (set) => ({
      redirect: null,
      setRedirect: (redirect) => set({ redirect }),
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ redirect: state.redirect }),
    },
  ),
)
