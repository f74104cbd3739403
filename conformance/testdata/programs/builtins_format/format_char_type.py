print(f'{65:c}{97:c}{0x1F600:c}|{10:c}|'.encode('unicode_escape') if False else f'{65:c}{97:c}|{233:c}|')
