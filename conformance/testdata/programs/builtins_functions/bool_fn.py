print(bool(), bool(0), bool(0.0), bool(0j), bool(''), bool(' '), bool([]), bool([0]), bool(None), bool(range(0)), bool(x=1) if False else '')
