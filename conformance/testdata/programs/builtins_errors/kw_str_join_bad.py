print("start")
'-'.join(iterable=['a'])
