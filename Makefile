# Shortcuts for the README's two commands (which need only bash and the Swift toolchain).
.PHONY: gallery test unit-tests render-check site-check

gallery:
	scripts/build-gallery.sh

test:
	scripts/test.sh

unit-tests:
	scripts/setup.sh && swift test

render-check:
	scripts/setup.sh && scripts/render-check.sh

site-check:
	scripts/setup.sh && scripts/site-check.sh
