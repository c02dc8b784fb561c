# kozyr player: хората във всички игри — списъкът, преименуванията и сливанията, проверката им във verify.

cli-about-player = Хората, които са играли: списък, преименуване, сливане на две изписвания на един човек. Преименуването и сливането се записват като записи; всяка игра запазва имената, с които е записана.
cli-about-player-list = Всички хора: сегашно име, предишни имена, слетите с тях играчи, изиграни игри.
cli-about-player-rename = Дава на човек ново име оттук нататък; вече записаните игри запазват старото.
cli-about-player-merge = Прави играч един човек с друг (две изписвания на едно име): историята и статистиката ги броят като един.
cli-arg-player-rename-old = Името на играча сега или едно от предишните.
cli-arg-player-rename-new = Новото име.
cli-arg-player-rename-reason = Причина, пази се със записа, например „омъжи се“.
cli-arg-player-merge-from = Играчът, който се оказва друг човек.
cli-arg-player-merge-into = Човекът, който е той.
cli-arg-player-merge-reason = Причина, пази се със записа, например „същият човек, изписан на латиница“.
cli-value-old = СТАРО
cli-value-new = НОВО
cli-value-from = КОГО
cli-value-to = С_КОГО

player-list-empty = Още няма играчи. `kozyr new ИГРА --players …` настанява първите.
player-list-col-name = име
player-list-col-former = предишни имена
player-list-col-merged = слети
player-list-col-matches = игри

player-renamed = „{ $old }“ вече се казва „{ $new }“; игрите, записани с „{ $old }“, запазват това име, а `kozyr history --player` ги намира и с двете.
player-merged = „{ $from }“ и „{ $into }“ вече са един човек; игрите и на двамата запазват имената, с които са записани.

## Откази

player-unknown = в този дневник няма и не е имало играч с име „{ $name }“; `kozyr player list` показва играчите и предишните им имена
player-ambiguous = „{ $name }“ е или е било име на повече от един човек ({ $people }); посочете човека със сегашното му име
player-rename-same = играчът вече се казва „{ $name }“; за преименуване е нужно друго име
player-rename-taken = „{ $name }“ вече е име на друг човек: { $person }; ако са един човек, слейте ги: `kozyr player merge "{ $old }" --into "{ $person }"`
player-rename-merged = „{ $name }“ е името на играч, вече слят с { $person }; то остава име на този играч, изберете друго
player-merge-self = „{ $from }“ и „{ $into }“ вече са един човек ({ $person }); човек не може да бъде слят със себе си
player-merge-already = „{ $name }“ е играч, вече слят с { $person }; няма какво да се слива
player-same-person = „{ $first }“ и „{ $second }“ са един човек ({ $person }), а човек заема едно място на масата; `kozyr player list` показва кой кой е
player-ledger-bad-change = играч { $player } не може да бъде преименуван или слят така: в дневника всяко име е на един играч, а се сливат само двама различни души

## kozyr verify

player-verify-agrees = играчи: имената и сливанията на { $players ->
        [one] { $players } играч
       *[other] { $players } играчи
    } следват от { $entries ->
        [one] { $entries } запис за преименуване или сливане
       *[other] { $entries } записа за преименувания и сливания
    }
player-verify-person = „{ $name }“ (играч { $id })
player-verify-nobody = никого
player-verify-name-drift = играчи: играч { $player } е записан като „{ $cached }“, а според записаните преименувания е „{ $replayed }“: дневникът е променян извън kozyr
player-verify-merge-drift = играчи: „{ $name }“ (играч { $player }) е записан като слят с: { $cached }, а според записаните сливания — с: { $replayed }; дневникът е променян извън kozyr
player-verify-stale = { $count ->
        [one] името или сливането на { $count } играч не е според записаните преименувания и сливания
       *[other] имената или сливанията на { $count } играчи не са според записаните преименувания и сливания
    }
