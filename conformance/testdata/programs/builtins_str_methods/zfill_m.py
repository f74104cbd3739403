print('42'.zfill(5), '-42'.zfill(5), '+7'.zfill(3), 'abc'.zfill(2), ''.zfill(3), '--1'.zfill(4))
