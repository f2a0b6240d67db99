// A typo in the Storyboard ID: UIKit raises when no scene has the identifier.
class ProfileViewController: UIViewController {}

storyboard.scene("ProfileVC", ProfileViewController.self)
let main = UIStoryboard(name: "Main", bundle: nil)
let profile = main.instantiateViewController(withIdentifier: "ProfileVC")
window.rootViewController = profile
let edit = main.instantiateViewController(withIdentifier: "EditProfileVC")
