// A struct holding a controller holds a reference to it: copies share the controller, and it
// is freed only when the last copy goes.
class PhotoViewController: UIViewController {
    deinit { print("photo screen freed") }
}

struct Page {
    let title: String
    let controller: UIViewController
}

var pages: [Page] = []
do {
    let photo = Page(title: "Photo", controller: PhotoViewController())
    pages.append(photo)
    var renamed = photo
    renamed = Page(title: "Other", controller: UIViewController())
    print(pages[0].controller === photo.controller, renamed.title)
}
print("the array still holds the photo page")
pages.removeAll()
print("pages emptied")
