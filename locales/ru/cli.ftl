cli-lang-unknown = неизвестный язык «{ $value }» (задан в { $source }); kozyr говорит на en (English), ru (русский) и bg (български)
