// A lazy child controller is made the first time the container needs it.
class MapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("map ready")
    }
}

class PlacesViewController: UIViewController {
    lazy var map: MapViewController = {
        print("creating the map")
        let map = MapViewController()
        map.title = "Map of \(title ?? "nowhere")"
        return map
    }()
    var showsMap = false

    func toggleMap() {
        showsMap = !showsMap
        if showsMap {
            addChild(map)
            view.addSubview(map.view)
            map.didMove(toParent: self)
        } else {
            map.willMove(toParent: nil)
            map.view.removeFromSuperview()
            map.removeFromParent()
        }
    }
}

let places = PlacesViewController()
places.title = "Seoul"
window.rootViewController = places
print("no map yet")
places.toggleMap()
print(places.map.title!)
places.toggleMap()
places.toggleMap()
print(places.children.count)
