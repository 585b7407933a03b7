package injection

// vietnamese is the Vietnamese lexicon. Vietnamese writes one syllable a
// word and its tones as marks, which the words view drops ("bỏ qua" →
// "bo qua"); the owner and most qualifiers follow the noun ("hướng dẫn
// trước đó", "quy tắc của bạn"), so they are in config_after too.
var vietnamese = lexicon{lang: "vi", classes: map[string][]string{
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"viết cho tôi một script", "viết cho tôi một đoạn script", "viết cho tôi", "viết giúp tôi", "viết giùm tôi",
		"viết cho mình", "viết giúp mình", "viết một script", "viết một đoạn mã", "viết một chương trình",
		"viết một con bot", "viết một tin nhắn", "viết tin nhắn", "làm cho tôi", "làm giúp tôi", "tạo cho tôi",
		"tạo giúp tôi", "tạo một công cụ", "tạo một script", "tôi cần một script", "tôi cần một chương trình",
		"tôi cần một công cụ", "mình cần một", "giúp tôi", "giúp mình", "làm sao để", "làm thế nào để",
		"làm cách nào để", "cách nào để", "cách tốt nhất để", "có cách nào", "bằng cách nào",
	},
	"crime_act": {
		"đánh cắp mật khẩu", "ăn cắp mật khẩu", "trộm mật khẩu", "lấy cắp mật khẩu", "đánh cắp thông tin thẻ",
		"ăn cắp thông tin thẻ", "lấy cắp thông tin thẻ", "mật khẩu bị đánh cắp", "mật khẩu bị lộ", "mật khẩu rò rỉ",
		"tài khoản bị rò rỉ", "tài khoản của người khác", "tài khoản người khác", "nick người khác", "hack tài khoản",
		"hack facebook", "hack nick", "dò mật khẩu", "đoán mật khẩu", "bẻ khóa mật khẩu", "mật khẩu của bạn gái",
		"mật khẩu của người yêu", "lừa đảo qua mạng", "tin nhắn giả mạo", "sms giả mạo", "tin nhắn giả",
		"email giả mạo", "giả mạo ngân hàng", "mạo danh ngân hàng", "danh nghĩa ngân hàng", "trang giả mạo",
		"trang đăng nhập giả", "web giả mạo", "trang web giả", "hóa đơn giả", "hoá đơn giả", "lừa người già",
		"lừa đảo người già", "lừa người cao tuổi", "lừa các cụ", "giả làm cháu", "giả danh cháu", "rút sạch tiền",
		"rút hết tiền trong tài khoản", "tin nhắn đe dọa", "tin nhắn đe doạ", "đe dọa", "không thể chặn",
		"không chặn được", "báo cáo hàng loạt", "report hàng loạt", "report kênh đối thủ", "đánh sập kênh",
		"đánh giá giả", "review giả", "review ảo", "đánh giá ảo", "bình luận ảo", "theo dõi lén", "lén theo dõi",
		"bí mật theo dõi", "định vị lén", "lén định vị", "theo dõi điện thoại của vợ",
		"theo dõi điện thoại của chồng", "theo dõi điện thoại người yêu", "xem trộm tin nhắn", "đọc trộm tin nhắn",
		"phần mềm gián điệp", "wifi nhà hàng xóm", "wifi hàng xóm", "camera nhà hàng xóm", "camera hàng xóm",
		"đột nhập nhà", "đột nhập vào nhà", "phá khóa xe", "trộm xe", "ăn trộm", "giấu ma túy", "giấu ma tuý",
		"giấu hàng cấm", "trốn cảnh sát", "trốn công an", "né công an", "thoát khỏi cảnh sát", "rửa tiền", "tiền giả",
		"làm giả giấy tờ", "giấy tờ giả", "làm giả tài liệu", "làm giả chứng minh", "căn cước giả", "danh tính giả",
		"nhân thân giả", "sao chép thẻ", "nhân bản thẻ", "clone thẻ",
	},
	"crime_guard": {
		"bảo vệ", "phòng tránh", "phòng chống", "phòng ngừa", "nhận biết", "nhận diện", "phát hiện", "báo công an",
		"trình báo", "báo cảnh sát", "báo ngân hàng", "nạn nhân", "cảnh báo", "nâng cao nhận thức", "lịch sử",
		"tin tức", "bài báo", "làm sao biết", "làm sao để biết", "có phải lừa đảo", "bị lừa", "bảo mật tài khoản",
		"bộ lọc", "lọc ra",
	},
	"ignore": {
		"bỏ qua", "phớt lờ", "lờ đi", "quên", "quên đi", "quên hết", "đừng làm theo", "không tuân theo",
		"ngừng tuân theo", "đừng tuân theo", "gạt bỏ", "vượt qua", "đừng nghe theo",
	},
	"voided":          {"không còn hiệu lực", "bị hủy", "vô hiệu", "không còn áp dụng"},
	"voided_strong":   {"không còn hiệu lực", "vô hiệu", "không còn áp dụng"},
	"prior":           {"trước đó", "trước đây", "ở trên", "phía trên", "ban đầu", "gốc", "bị ẩn", "bí mật", "cũ"},
	"all":             {"tất cả", "tất cả các", "mọi", "hết", "toàn bộ"},
	"self":            {"tôi", "của tôi", "chúng tôi", "mình"},
	"instructions":    {"hướng dẫn", "chỉ dẫn", "chỉ thị", "lời nhắc hệ thống", "prompt hệ thống", "thông điệp hệ thống", "mệnh lệnh"},
	"rules":           {"quy tắc", "luật lệ", "giới hạn", "hạn chế", "chính sách", "ngữ cảnh", "cuộc trò chuyện", "vai trò", "nguyên tắc", "lời nhắc"},
	"config_after":    {"của bạn", "của mày", "của em", "của anh", "hệ thống", "ban đầu", "gốc", "bị ẩn", "bí mật", "trước đó", "đầy đủ"},
	"everything":      {"tất cả", "mọi thứ", "mọi điều", "hết"},
	"before_obj":      {"mọi thứ ở trên", "tất cả ở trên", "mọi điều bạn được dặn", "những gì bạn được dặn"},
	"end_word":        {"kết thúc", "hết dữ liệu"},
	"after_end":       {"bây giờ", "mới", "nhiệm vụ của bạn", "hệ thống"},
	"forget":          {"quên", "quên đi", "quên hết"},
	"wipe_memory":     {"xóa trí nhớ của bạn", "quên bạn là ai", "quên những gì bạn được huấn luyện"},
	"negation":        {"không", "đừng", "chẳng", "chưa"},
	"make_believe":    {"giả vờ", "hãy giả vờ", "đóng vai", "hãy hành động như thể", "giả sử bạn là", "hãy tưởng tượng bạn là"},
	"ordinary_role":   {"người phỏng vấn", "nhà tuyển dụng", "giáo viên", "gia sư", "khách hàng", "người dùng", "người đánh giá", "kỹ sư", "lập trình viên", "phiên dịch viên", "thông dịch viên", "người hướng dẫn", "ứng viên"},
	"you_are_now":     {"bây giờ bạn là", "giờ bạn là", "bạn bây giờ là", "bạn không còn là", "từ giờ bạn là"},
	"in_language":     {"bằng tiếng", "tiếng anh", "tiếng việt"},
	"need_not_follow": {"bạn không cần tuân theo", "bạn không phải tuân theo", "không cần làm theo", "không còn phải tuân theo"},
	"secret_part":     {"chữ cái đầu tiên", "chữ cái cuối cùng", "gợi ý"},
	"mention_cue":     {"biểu thức chính quy", "regex", "phát hiện", "bộ lọc"},
	"detect_cue":      {"biểu thức chính quy", "regex", "phát hiện", "bộ lọc"},
	"from_now_on":     {"từ bây giờ", "từ giờ", "kể từ bây giờ", "từ nay", "từ giờ trở đi", "từ nay trở đi"},
	"behave":          {"bạn", "trả lời", "luôn", "luôn luôn", "chỉ", "phải", "hãy"},
	"special_mode":    {"chế độ nhà phát triển", "chế độ thần", "chế độ không giới hạn", "chế độ không kiểm duyệt"},
	"unrestricted":    {"không có giới hạn", "không có bất kỳ giới hạn", "không giới hạn", "không bị giới hạn", "không hạn chế", "không có hạn chế", "không kiểm duyệt", "không bị kiểm duyệt", "không có quy tắc", "không có bộ lọc", "không cần tuân theo quy tắc"},
	"ai":              {"bạn", "trợ lý", "mô hình", "chatbot", "câu trả lời", "trí tuệ nhân tạo", "trả lời", "phản hồi"},
	"lacking":         {"không có", "không tuân theo", "bỏ qua", "phớt lờ"},
	"guardrails":      {"nguyên tắc đạo đức", "quy tắc", "đạo đức", "luật pháp", "bộ lọc", "kiểm duyệt", "giới hạn"},
	"reveal": {
		"hiển thị", "cho tôi xem", "cho xem", "in ra", "lặp lại", "nói cho tôi", "cho tôi biết", "tiết lộ", "viết ra",
		"đưa cho tôi", "liệt kê", "dịch", "tóm tắt", "sao chép", "đánh vần", "trích dẫn", "chia sẻ", "xuất", "xuất ra", "hiện ra", "show", "đưa ra", "dán lại", "dán ra", "dán nguyên văn", "chép lại", "chép ra", "viết lại", "copy lại", "gõ lại", "in nguyên", "cho mình xem", "cho tớ xem", "đưa tôi xem", "hiện cho tôi",
	},
	"reveal_verbatim":  {"lặp lại", "in ra", "sao chép", "nguyên văn", "từng chữ", "từng chữ một", "y nguyên", "nguyên xi", "y hệt", "đúng từng chữ", "không sai một chữ", "chép lại", "dán lại", "dán nguyên văn", "copy y nguyên", "copy nguyên văn"},
	"config":           {"hướng dẫn", "chỉ dẫn", "lời nhắc hệ thống", "prompt hệ thống", "prompt", "quy tắc", "cấu hình", "chỉ thị", "thông điệp hệ thống", "cấu hình ẩn", "cài đặt ẩn", "phần cài đặt ẩn", "thiết lập ẩn", "tin nhắn khởi động", "tin nhắn hệ thống", "lời nhắc ẩn", "hướng dẫn ẩn", "chỉ dẫn ẩn"},
	"config_hidden":    {"toàn bộ", "tất cả"},
	"above_ref":        {"ở trên", "cho đến nay", "lúc đầu", "mà bạn nhận được"},
	"question":         {"gì", "những gì", "cái gì"},
	"question_late":    {"là gì", "là cái gì"},
	"software_context": {"điện thoại", "dien thoai", "android", "iphone", "máy tính", "trò chơi", "game", "cài đặt"},
	"given_you":        {"mà bạn nhận được", "bạn được giao", "bạn được dặn", "mà bạn tuân theo", "được cài sẵn", "cài sẵn", "được cài đặt sẵn", "bạn đã nhận", "bạn nhận được", "mà bạn được đưa", "bạn được đưa", "mà bạn được cung cấp", "bạn được cung cấp", "mà bạn được cài đặt", "bạn được cài đặt", "mà bạn được giao", "mà bạn được dặn", "người ta dặn bạn", "được đưa cho bạn", "được gửi cho bạn", "mà bạn được gửi", "bạn đã được cung cấp", "bạn đã được đưa", "mà bạn đã nhận", "bạn được thiết lập", "mà bạn được thiết lập", "mà bạn được cấu hình", "được cung cấp cho bạn", "được giao cho bạn", "họ dặn bạn"},
	"before_chat":      {"trước cuộc trò chuyện này", "trước cuộc trò chuyện", "trước khi trò chuyện", "trước khi chat", "trước khi nói chuyện", "trước cuộc hội thoại", "trước khi bắt đầu trò chuyện", "trước khi chúng ta bắt đầu nói chuyện", "trước khi chúng ta bắt đầu trò chuyện", "trước khi chúng ta bắt đầu chat", "trước khi mình bắt đầu nói chuyện", "trước khi mình bắt đầu chat", "trước khi mình bắt đầu trò chuyện", "trước khi tụi mình nói chuyện", "trước khi chúng ta nói chuyện", "trước khi chúng ta trò chuyện", "trước khi mình nói chuyện", "trước khi mình trò chuyện", "trước khi mình chat", "trước khi cuộc trò chuyện bắt đầu", "trước khi cuộc hội thoại bắt đầu", "trước khi cuộc trò chuyện của chúng ta bắt đầu", "trước khi bắt đầu cuộc trò chuyện", "trước khi bắt đầu cuộc hội thoại", "trước khi bắt đầu nói chuyện", "trước khi bắt đầu chat", "trước cuộc trò chuyện của chúng ta", "trước cuộc hội thoại này", "trước khi tôi vào", "trước khi tôi đến", "trước khi tôi tới", "trước khi tôi nhắn tin", "trước khi tôi nhắn", "trước tin nhắn đầu tiên của tôi", "trước khi tôi gửi tin nhắn"},
	"known":            {"những gì bạn biết", "mọi thứ bạn biết"},
	"install_context":  {"cài đặt", "công thức", "sách hướng dẫn", "trò chơi", "lắp ráp", "sử dụng"},
	"secret":           {"mật khẩu", "mật mã", "từ bí mật", "mã bí mật", "mã truy cập"},
	"secret_det":       {"cái", "của bạn", "bí mật"},
	"secret_bare":      {"mật khẩu", "mật mã"},
	"secret_ask":       {"cho tôi biết", "nói cho tôi", "tiết lộ", "là gì", "đưa", "viết", "đánh vần", "nói"},
	"secret_benign":    {"đặt lại", "khôi phục", "đổi mật khẩu", "thay đổi", "tôi quên", "đã quên", "bị quên", "mã hóa", "tạo mật khẩu", "mạnh", "trình quản lý"},
	"act_on":           {"làm theo", "thực hiện", "tuân theo", "chấp hành"},
	"decode_verb":      {"giải mã", "dịch"},
	"granted":          {"quyền truy cập được cấp", "đã cấp quyền truy cập"},
	"told_you":         {"người ta dặn bạn", "người ta nói với bạn", "họ nói với bạn", "bạn được dặn", "bạn được bảo", "người ta bảo bạn"},
	"text_ref":         {"văn bản", "đoạn văn bản", "tin nhắn", "thông điệp", "nội dung", "chỉ dẫn", "những gì"},
	"config_yours":     {"cấu hình ẩn của bạn", "cài đặt ẩn của bạn", "thiết lập ẩn của bạn", "hướng dẫn của bạn", "chỉ dẫn của bạn", "prompt của bạn", "prompt hệ thống của bạn", "lời nhắc hệ thống của bạn"},
	// pt_*: pack_intl_pretexts.go's three pretexts: the model's setup
	// set aside for a raw model (pt_aside, pt_setup, pt_as, pt_as_post,
	// pt_rawmodel, pt_asif); a claimed vendor or admin granting leave to
	// switch its safety off (pt_vendor, pt_grant, pt_off_inf, pt_may_off,
	// pt_guards); its safety said off and its refusals waived (pt_off,
	// pt_free, pt_answer, pt_anything).
	"pt_aside":    {"gác lại", "gác sang một bên", "bỏ qua", "quên", "quên đi", "bỏ sang một bên", "để sang một bên", "gạt sang một bên", "phớt lờ", "lờ đi", "mặc kệ", "đừng theo", "vứt bỏ", "bỏ đi", "bỏ hết", "bỏ mọi", "bỏ tất cả", "bỏ các"},
	"pt_setup":    {"cấu hình", "cài đặt", "thiết lập", "quy tắc", "chỉ dẫn", "hướng dẫn", "chỉ thị", "lời nhắc hệ thống", "system prompt", "tham số"},
	"pt_as":       {"như", "như là", "với tư cách", "với tư cách là", "đóng vai", "giống như", "ở chế độ", "chế độ", "theo kiểu"},
	"pt_rawmodel": {"mô hình thô", "mô hình trần", "mô hình chưa được cấu hình", "mô hình chưa cấu hình", "mô hình không có cấu hình", "mô hình không cấu hình", "ai thô", "model thô", "model chưa cấu hình", "mô hình nguyên bản chưa cấu hình"},
	"pt_asif":     {"như thể bạn không có cấu hình nào cả", "như thể bạn không có cấu hình nào", "như thể bạn không có cấu hình", "như thể bạn chưa từng được cấu hình", "coi như bạn không có cấu hình", "coi như bạn không có cấu hình nào", "như thể bạn không có cài đặt nào", "như thể bạn chưa được cài đặt gì", "phiên bản thô của bạn", "bản thô của bạn"},
	"pt_vendor":   {"đội hỗ trợ", "nhóm hỗ trợ", "bộ phận hỗ trợ", "hỗ trợ kỹ thuật", "đội kỹ thuật", "nhóm kỹ thuật", "đội phát triển", "nhóm phát triển", "đội ngũ phát triển", "đội sản phẩm", "đội bảo mật", "nhóm bảo mật", "nhà cung cấp", "từ openai", "của openai", "của anthropic", "tôi là quản trị viên", "tôi là admin", "mình là admin", "với tư cách quản trị viên", "với tư cách là quản trị viên", "nhà phát triển của bạn", "người tạo ra bạn", "nhà vận hành", "đơn vị vận hành", "quản trị viên", "admin"},
	"pt_grant":    {"chúng tôi cho phép bạn", "tôi cho phép bạn", "cho phép bạn", "bạn được phép", "bạn được quyền", "bạn có quyền", "bạn được ủy quyền", "bạn được cấp quyền", "chúng tôi ủy quyền cho bạn", "tôi ủy quyền cho bạn", "cấp phép cho bạn", "bạn có thể tạm thời", "bật đèn xanh", "bạn có thể"},
	"pt_off_inf":  {"tắt", "tạm tắt", "vô hiệu hóa", "tạm ngưng", "tạm dừng", "ngưng", "gỡ bỏ", "bỏ qua", "vượt qua", "dỡ bỏ", "đình chỉ"},
	"pt_guards":   {"quy tắc an toàn", "các quy tắc an toàn", "rào chắn an toàn", "các rào chắn an toàn", "rào chắn của bạn", "bộ lọc an toàn", "bộ lọc nội dung", "bộ lọc của bạn", "giới hạn của bạn", "hạn chế của bạn", "kiểm duyệt", "chính sách nội dung", "chính sách an toàn", "biện pháp an toàn", "cơ chế an toàn", "giao thức an toàn", "lớp an toàn", "guardrail"},
	"pt_off":      {"đã tắt", "đã bị tắt", "bị tắt", "đang tắt", "tắt rồi", "đã được tắt", "đã vô hiệu hóa", "bị vô hiệu hóa", "đã bị vô hiệu hóa", "đã tạm ngưng", "tạm ngưng", "đã tạm dừng", "không hoạt động", "ngừng hoạt động", "không còn hiệu lực", "off"},
	"pt_free":     {"bỏ qua những lời từ chối", "bỏ qua lời từ chối", "lời từ chối thường lệ", "không cần từ chối", "đừng từ chối", "không từ chối", "trả lời không giới hạn", "trả lời mà không có giới hạn", "trả lời không có giới hạn", "trả lời không hạn chế", "trả lời không kiểm duyệt", "trả lời không lọc", "trả lời mọi thứ", "trả lời mọi câu hỏi", "trả lời tất cả", "trả lời thoải mái", "trả lời tự do", "nói gì cũng được", "không cần cảnh báo"},
	"pt_answer":   {"trả lời", "cứ trả lời", "bạn có thể trả lời", "hãy trả lời"},
	"pt_anything": {"mọi thứ", "mọi câu hỏi", "tất cả", "bất cứ điều gì", "bất kỳ câu hỏi nào", "không giới hạn", "không hạn chế", "không kiểm duyệt", "thoải mái", "tự do"},

	// open_verb and paste_verb: a file opened with the model's tools and
	// its contents pasted back (extract.secret_files_intl).
	"open_verb":  {"đọc file", "đọc tệp", "mở file", "mở tệp", "đọc nội dung"},
	"paste_verb": {"dán toàn bộ", "dán nội dung", "dán vào", "in ra", "hiển thị", "cho tôi xem"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). The words view drops the tones, so
	// a short word may be another's: not "phim" alone ("bàn phím", a
	// keyboard), "giả sử" alone ("gia sư", a tutor), "nấu" alone ("nâu",
	// brown), "tổng hợp" alone (to sum up), "làm" or "tạo ra" alone
	// ("heroin làm anh ta nghiện": makes him addicted), "bom" alone (the
	// Portuguese "bom", good) nor "ống giảm thanh" alone (a muffler).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"bà tôi", "bà ngoại tôi", "bà nội tôi", "bà ngoại đã mất", "bà nội đã mất", "người bà quá cố", "tiểu thuyết", "truyện",
		"câu chuyện", "truyện ngắn", "hư cấu", "kịch bản phim", "giả sử như", "giả sử rằng", "giả định", "tưởng tượng",
		"hãy tưởng tượng", "nhân vật phản diện", "kẻ phản diện", "phản diện", "bộ phim", "trong phim", "bài thơ", "mô phỏng",
	},
	"harm_making": {
		"cách làm", "cách chế tạo", "cách điều chế", "cách sản xuất", "cách nấu", "cách tổng hợp", "cách tạo ra",
		"làm thế nào để làm", "làm thế nào để chế tạo", "làm thế nào để điều chế", "làm thế nào để tạo ra", "làm sao để làm",
		"làm sao để chế tạo", "làm sao chế tạo", "làm sao làm", "làm cách nào để làm", "được làm như thế nào",
		"được chế tạo như thế nào", "được điều chế như thế nào", "được sản xuất như thế nào", "làm như thế nào", "chế tạo như thế nào",
		"điều chế ra sao", "làm ra sao", "chế tạo ra sao", "công thức làm", "công thức chế tạo", "công thức điều chế", "hướng dẫn làm",
		"hướng dẫn chế tạo", "hướng dẫn điều chế", "nấu ra",
	},
	"harm_detail": {
		"từng bước", "từng bước một", "chi tiết", "một cách chi tiết", "thật chi tiết", "liều lượng chính xác", "số lượng chính xác",
		"định lượng chính xác", "tỉ lệ chính xác", "tỷ lệ chính xác", "không bỏ sót", "không bỏ qua bước nào", "các bước chính xác",
		"với mã chạy được", "mã chạy được",
	},
	"harm_item": {
		"ma túy đá", "methamphetamine", "bạch phiến", "côcain", "thuốc nổ", "chất nổ", "bom ống", "bom tự chế", "bom tự tạo",
		"bom xăng", "thiết bị nổ tự chế", "cocktail molotov", "napalm", "bom napalm", "thermite", "khí độc thần kinh",
		"chất độc thần kinh", "khí thần kinh", "sarin", "ricin", "bệnh than", "vi khuẩn than", "vũ khí hóa học", "vũ khí sinh học",
		"súng tự chế", "súng không số hiệu", "súng không số seri", "ống giảm thanh cho súng", "bộ giảm thanh cho súng",
		"mã độc tống tiền", "phần mềm ghi phím", "trang web lừa đảo", "trang lừa đảo", "trang web giả mạo", "trang phishing",
		"thiết bị skimming", "thiết bị đọc trộm thẻ", "tiền giả", "hộ chiếu giả",
	},
}}
