for spec in ['<8', '>8', '^8', '*<8', '-^9', '0>5', '=^1', '.>3']: print(repr(format('ab', spec)), repr(format(42, spec)) if spec != '=^1' else '')
