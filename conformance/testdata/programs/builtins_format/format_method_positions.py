print('{0}{1}{0}'.format('a', 'b'), '{:d} {:s} {!r:>6}'.format(1, 's', 'q'), '{0:{1}}|'.format('x', 5), '{a[0]}{b.real}'.format(a='xyz', b=3j), '{:{}{}}'.format(7, '>', 4))
