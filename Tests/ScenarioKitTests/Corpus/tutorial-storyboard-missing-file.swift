// Loading a storyboard file the app does not have.
let onboarding = UIStoryboard(name: "Onboarding", bundle: nil)
