cli-lang-unknown = непознат език „{ $value }“ (зададен с { $source }); kozyr говори en (English), ru (русский) и bg (български)
