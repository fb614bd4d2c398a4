//! The `ssg` command line: a thin layer over the library's build, check and serve.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use ssg::build_cache::{Changes, Reuse};
use ssg::report::{self, Format};
use ssg::{BuildOptions, IslandMode, Summary};

// A build allocates millions of small strings (pages, ids, template values) on every core;
// mimalloc serves them from per-thread pools instead of glibc's shared arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "ssg", version, about = "Build, check and serve the IAAII website")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into the output folder, writing only the files that changed since the last
    /// build (nothing is written unless every page builds)
    Build {
        #[command(flatten)]
        site: SiteArgs,
        /// Where to write the site
        #[arg(long, default_value = "dist")]
        out: PathBuf,
        /// Also print the time each stage took
        #[arg(long)]
        timings: bool,
        /// Ignore what the last build recorded (.ssg-cache/build) and write the whole site afresh
        #[arg(long)]
        clean: bool,
    },
    /// Check pages, data, links, anchors and islands without writing anything
    Check {
        #[command(flatten)]
        site: SiteArgs,
        /// How to print the problems: for people, as GitHub annotations, or as JSON
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Also fetch every link to another site (and its #anchor); see external_links in site.yaml
        #[arg(long)]
        external: bool,
        /// Report the pages at this git commit, tag or branch whose address no page or alias keeps
        /// (as errors; without it, those of the last build's sitemap.xml, as warnings)
        #[arg(long, value_name = "GIT_REF")]
        since: Option<String>,
    },
    /// Build, serve on 127.0.0.1, rebuild on every change and reload open pages
    Serve {
        #[command(flatten)]
        site: SiteArgs,
        /// Where to write the site as it is rebuilt
        #[arg(long, default_value = "dist")]
        out: PathBuf,
        /// The port to serve on, at 127.0.0.1
        #[arg(long, default_value_t = 8080)]
        port: u16,
    },
}

#[derive(Args)]
struct SiteArgs {
    /// The site's folder (holding content/, themes/ and site/)
    #[arg(long, default_value = ".")]
    root: PathBuf,
    /// The address the site is published at, e.g. https://example.org/sub/ (default: url in content/data/site.yaml)
    #[arg(long)]
    base_url: Option<String>,
    /// Use the islands of the last Vite build instead of running npm and Vite
    #[arg(long)]
    skip_islands: bool,
    /// Build as if on this date (YYYY-MM-DD), to preview text that follows deadlines
    #[arg(long)]
    today: Option<jiff::civil::Date>,
}

impl SiteArgs {
    fn options(self, out: PathBuf, dev: bool) -> BuildOptions {
        let islands = if self.skip_islands { IslandMode::UseExisting } else { IslandMode::Build };
        BuildOptions {
            root: self.root,
            out,
            base_url: self.base_url,
            islands,
            dev,
            today: self.today,
        }
    }
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Build { site, out, timings, clean } => {
            let out_display = out.display().to_string();
            ssg::build(&site.options(out, false), clean).map(|(summary, reuse)| {
                report(&summary, reuse, &out_display);
                if timings {
                    print_timings(&summary);
                }
            })
        }
        Command::Check { site, format, external, since } => {
            return check(site.options(PathBuf::from("dist"), false), format, external, since);
        }
        #[cfg(feature = "serve")]
        Command::Serve { site, out, port } => ssg::serve::run(site.options(out, true), port),
        #[cfg(not(feature = "serve"))]
        Command::Serve { .. } => Err(ssg::SystemError::new("this ssg was built without `serve`")
            .with_help("build it with its default features: cargo run -p ssg -- serve")
            .into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(problems) => {
            eprintln!("{problems}");
            ExitCode::FAILURE
        }
    }
}

/// `ssg check`: problems on standard error for people, on standard output for machines.
fn check(options: BuildOptions, format: Format, external: bool, since: Option<String>) -> ExitCode {
    let outcome = if external {
        check_external(&options)
    } else {
        ssg::site::check_addresses(&options, since.as_deref())
    };
    match (outcome, format) {
        (Ok(summary), Format::Text) => {
            if !summary.warnings.is_empty() {
                eprintln!("{}", summary.warnings);
            }
            let warnings = match summary.warnings.len() {
                0 => String::new(),
                1 => " (1 warning)".to_string(),
                n => format!(" ({n} warnings)"),
            };
            println!(
                "checked {} pages and {} islands: no problems{warnings}",
                summary.pages, summary.islands
            );
            ExitCode::SUCCESS
        }
        (Ok(summary), Format::Json) => {
            println!("{}", report::json(&summary.warnings));
            ExitCode::SUCCESS
        }
        (Ok(summary), Format::Github) => {
            if !summary.warnings.is_empty() {
                println!("{}", report::github(&summary.warnings));
            }
            ExitCode::SUCCESS
        }
        (Err(failure), Format::Text) => {
            eprintln!("{failure}");
            ExitCode::FAILURE
        }
        (Err(failure), format) => {
            println!("{}", report::failure(&failure, format));
            ExitCode::FAILURE
        }
    }
}

#[cfg(feature = "external-links")]
fn check_external(options: &BuildOptions) -> Result<Summary, ssg::Failure> {
    ssg::site::check_external(options)
}

#[cfg(not(feature = "external-links"))]
fn check_external(_: &BuildOptions) -> Result<Summary, ssg::Failure> {
    Err(ssg::SystemError::new("this ssg was built without `external-links`")
        .with_help("build it with its default features: cargo run -p ssg -- check --external")
        .into())
}

/// `stage: 12.3 ms` lines, in the order the stages ran.
fn print_timings(summary: &Summary) {
    for (stage, time) in &summary.stages {
        println!("  {stage}: {:.1} ms", time.as_secs_f64() * 1000.0);
    }
}

fn report(summary: &Summary, reuse: Reuse, out: &str) {
    if !summary.warnings.is_empty() {
        eprintln!(
            "{} translation gap{} (warnings): `ssg check` lists them",
            summary.warnings.len(),
            if summary.warnings.len() == 1 { "" } else { "s" }
        );
    }
    let vite = if summary.vite_ran { ", islands rebuilt by Vite" } else { "" };
    let (pages, islands) = (summary.pages, summary.islands);
    let ms = summary.elapsed.as_secs_f64() * 1000.0;
    match reuse {
        Reuse::Unchanged => {
            println!(
                "nothing changed since the last build: {out}/ is up to date ({pages} pages, {ms:.0} ms)"
            );
        }
        Reuse::InPlace(Changes { written, removed }) => println!(
            "built {pages} pages and {islands} islands in {ms:.0} ms{vite}: {written} file{} of {out}/ written, {removed} removed",
            if written == 1 { "" } else { "s" }
        ),
        Reuse::Fresh => {
            println!("built {pages} pages and {islands} islands into {out}/ in {ms:.0} ms{vite}");
        }
    }
}
