h, m, s = 3, 7, 9
print(f'{h:02d}:{m:02d}:{s:02d}', '%02d:%02d' % (m, s), '{:02}:{:02}'.format(h, m))
