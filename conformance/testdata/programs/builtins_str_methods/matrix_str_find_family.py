s = 'abracadabra'
for sub in ['a', 'bra', 'z', '', 'abracadabra', 'ra']:
    print(repr(sub), s.find(sub), s.rfind(sub), s.count(sub), s.find(sub, 2, 8), s.rfind(sub, -5), s.startswith(sub), s.endswith(sub), s.replace(sub, '-', 2) if sub else '')
