# The command line: language choice, help, usage errors.

cli-lang-unknown = unknown language "{ $value }" given by { $source }; kozyr speaks en (English), ru (русский) and bg (български)
