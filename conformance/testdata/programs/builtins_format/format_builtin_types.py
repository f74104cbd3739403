print(format([1, 2]), format((1,), ''), format(None, ''), format(True), format(True, 'd'), format(True, '>5'), format(1.0), format(1j), format(1+2j, '.2f'), format(3j, '>10'))
