print('AbC'.upper(), 'AbC'.lower(), 'AbC'.swapcase(), 'Straße'.upper(), 'Straße'.casefold(), 'ǅ'.lower(), 'İ'.lower().encode())
