# The two commands of the README. Each installs what it needs first (scripts/setup.sh).
.PHONY: setup gallery test unit-tests render-check site-check

setup:
	@scripts/setup.sh

# Builds the gallery from gallery-config.json into output/.
gallery: setup
	swift build -c release --product gallery
	.build/release/gallery build --config gallery-config.json --output output

# Runs the whole test suite: unit and golden tests, then the three-renderer SVG check, then the
# W3C Nu checker, axe-core and link checks on the site built from the shipped configuration.
test: setup unit-tests render-check site-check

unit-tests: setup
	swift test

render-check: setup
	scripts/render-check.sh

site-check: setup
	scripts/site-check.sh
