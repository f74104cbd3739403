seen = {}
seen[[1, 2]] = True
