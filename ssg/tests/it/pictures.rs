//! Pictures in content/static/images/ are written as WebP at several widths with srcset, their
//! width and height and lazy loading; encoded once and kept; a wrong or unreadable one is an
//! editor's problem.

use crate::common;

use common::{SiteCopy, page};

fn with_a_photo() -> SiteCopy {
    let site = SiteCopy::new();
    let photo = image::RgbImage::from_fn(1200, 800, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 128])
    });
    let path = site.root().join("content/static/images/test/photo.png");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    photo.save(&path).unwrap();
    site.write("content/test-page.md", &page("![A test photo](/images/test/photo.png)\n"));
    site
}

#[test]
fn a_picture_in_a_page_is_written_at_several_widths_with_its_size() {
    let site = with_a_photo();
    site.build().expect("the site builds");
    let html = site.read("dist/test-page/index.html");
    let img = &html[html.find("<img src=\"/images/test/photo-").expect("a responsive picture")..];
    let img = &img[..img.find('>').unwrap() + 1];
    for part in [
        "-1200.webp\"",
        "480.webp 480w, /images/test/photo-",
        "960.webp 960w, ",
        "1200.webp 1200w\"",
        "width=\"1200\" height=\"800\"",
        "alt=\"A test photo\"",
        "loading=\"lazy\"",
        "sizes=\"(min-width: 48rem) 46rem, 100vw\"",
    ] {
        assert!(img.contains(part), "{part} in {img}");
    }
    let src = &img["<img src=\"".len()..img.find("\" srcset").unwrap()];
    let webp = std::fs::read(site.out().join(src.trim_start_matches('/'))).expect("the WebP file");
    assert_eq!(&webp[..4], b"RIFF");
    assert_eq!(&webp[8..12], b"WEBP");
}

#[test]
fn a_picture_is_encoded_once() {
    let site = with_a_photo();
    site.build().expect("the site builds");
    let cached: Vec<_> = std::fs::read_dir(site.root().join(".ssg-cache/images"))
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            (entry.path(), entry.metadata().unwrap().modified().unwrap())
        })
        .collect();
    assert_eq!(cached.len(), 3);
    site.build().expect("the site builds again");
    for (path, modified) in cached {
        assert_eq!(
            std::fs::metadata(&path).unwrap().modified().unwrap(),
            modified,
            "{path:?} was encoded again"
        );
    }
}

#[test]
fn an_unreadable_picture_or_a_missing_photo_is_a_problem() {
    let site = SiteCopy::new();
    site.write("content/static/images/broken.jpg", "not a picture");
    let problem = site.problem();
    assert!(
        problem
            .starts_with("content/static/images/broken.jpg:1:1: error: cannot read this picture"),
        "{problem}"
    );

    let site = SiteCopy::new();
    let line = site.edit(
        "content/data/editorial_board.yaml",
        "specialization:",
        "photo: /images/board/nobody.jpg\n  specialization:",
    );
    let problem = site.problem();
    assert!(
        problem.starts_with(&format!(
            "content/data/editorial_board.yaml:{line}:10: error: there is no picture /images/board/nobody.jpg"
        )),
        "{problem}"
    );
}

#[test]
fn a_board_member_photo_is_shown_with_its_widths() {
    let site = SiteCopy::new();
    let photo = image::RgbImage::from_fn(600, 600, |x, _| image::Rgb([(x % 256) as u8, 90, 160]));
    let path = site.root().join("content/static/images/board/editor.png");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    photo.save(&path).unwrap();
    site.edit(
        "content/data/editorial_board.yaml",
        "specialization:",
        "photo: /images/board/editor.png\n  specialization:",
    );
    site.build().expect("the site builds");
    let board = site.read("dist/editorial-board/index.html");
    let img = &board[board.find("<img class=\"person-card__photo\"").expect("the photo")..];
    let img = &img[..img.find('>').unwrap()];
    assert!(img.contains("srcset=\"/images/board/editor-"), "{img}");
    assert!(
        img.contains("480w")
            && img.contains("600w")
            && img.contains("width=\"600\" height=\"600\""),
        "{img}"
    );
}
