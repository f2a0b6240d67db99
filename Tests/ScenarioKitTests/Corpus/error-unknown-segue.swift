// S3: an identifier no segue has.
let login = UIViewController()
window.rootViewController = login
login.performSegue(withIdentifier: "x", sender: nil)
