// A photo grid: a collection view controller with a flow layout; tapping a photo presents it.
class PhotoGridViewController: UICollectionViewController {
    let photos = (1...6).map { "photo\($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "PhotoCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        cell.backgroundColor = .systemGray5
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let viewer = UIViewController()
        viewer.title = photos[indexPath.item]
        present(viewer, animated: true)
    }
}

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 120, height: 120)
layout.minimumInteritemSpacing = 5
let grid = PhotoGridViewController(collectionViewLayout: layout)
window.rootViewController = grid
user.selectItem(4, in: grid)
print(grid.presentedViewController?.title ?? "nothing")
