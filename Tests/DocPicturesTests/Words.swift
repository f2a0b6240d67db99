import DocPictures

/// Chinese and Korean words for the pictures' tests and goldens. A docgen site takes its words
/// from site.yml (Content/site.yml holds these same words); DocPictures itself knows English only.
extension PictureStrings {
  static let simplifiedChinese = PictureStrings(
    language: "zh-Hans", appeared: "已显示", disappeared: "已消失", appearing: "正在显示",
    disappearing: "正在消失", viewNotLoaded: "视图未加载", covered: "视图被 %1 移除",
    window: "窗口", landscape: "横屏", root: "根", childOf: "%1 的子控制器", presents: "呈现",
    presentedBy: "由 %1 呈现", source: "来源 %1", presentationController: "呈现控制器 %1",
    topOfStack: "栈顶", selectedTab: "选中", notInWindow: "已不在窗口中，但仍被呈现",
    noRoot: "窗口没有根视图控制器。", hierarchyTitle: "视图控制器层级",
    hierarchySummary: "共 %1 个视图控制器。", timelineTitle: "生命周期时间线",
    line: "第 %1 行", outsideStatements: "不属于任何语句", console: "控制台", warning: "警告",
    error: "错误", callMark: "segue、代理或转场调用", printMark: "print 输出", timelineSummary: "%1 个事件，%2 条泳道，%3 条语句。",
    warningsSummary: "%1 个警告。"
  )

  static let korean = PictureStrings(
    language: "ko", appeared: "나타남", disappeared: "사라짐", appearing: "나타나는 중",
    disappearing: "사라지는 중", viewNotLoaded: "뷰 로드 안 됨", covered: "%1이(가) 뷰를 제거함",
    window: "윈도우", landscape: "가로 모드", root: "루트", childOf: "%1의 자식", presents: "프레젠트",
    presentedBy: "%1이(가) 프레젠트함", source: "소스 %1", presentationController: "프레젠테이션 컨트롤러 %1",
    topOfStack: "맨 위", selectedTab: "선택됨", notInWindow: "윈도우에는 없지만 아직 프레젠트된 컨트롤러",
    noRoot: "윈도우에 루트 뷰 컨트롤러가 없습니다.", hierarchyTitle: "뷰 컨트롤러 계층",
    hierarchySummary: "뷰 컨트롤러 %1개.", timelineTitle: "생명주기 타임라인", line: "%1행",
    outsideStatements: "문장 밖", console: "콘솔", warning: "경고", error: "오류",
    callMark: "세그·델리게이트·전환 호출", printMark: "print 출력", timelineSummary: "이벤트 %1개, 레인 %2개, 문장 %3개.",
    warningsSummary: "경고 %1개."
  )

  /// The words of each language the tests draw in, by tag.
  static let byTag: [String: PictureStrings] = ["en": .english, "zh-Hans": .simplifiedChinese, "ko": .korean]
}
