// 값 타입과 참조 타입: 구조체는 복사되고, 클래스(뷰 컨트롤러)는 같은 객체를 가리킨다.
struct Profile {
    var nickname: String
}

class ProfileViewController: UIViewController {
    var profile = Profile(nickname: "초보")
}

var original = Profile(nickname: "민수")
var copy = original          // 구조체는 대입할 때 복사된다
copy.nickname = "민지"
print(original.nickname, copy.nickname)

let first = ProfileViewController()
let second = first           // 클래스는 같은 인스턴스를 공유한다
second.profile.nickname = "지훈"
print(first.profile.nickname, first === second)

// 배열 안의 구조체도 값이다: 원소를 바꾸면 그 배열만 바뀐다
var team = [original, copy]
let backup = team
team[0].nickname = "팀장"
print(team.map { $0.nickname }, backup.map { $0.nickname })
