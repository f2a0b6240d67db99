// A subclass with its own designated initializer no longer inherits init(): the old call site
// must pass the new argument.
class PhotoViewController: UIViewController {
    let photoName: String

    init(photoName: String) {
        self.photoName = photoName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let gallery = UIViewController()
window.rootViewController = gallery
let photo = PhotoViewController()
gallery.present(photo, animated: true)
