use crate::diagnostics::Diagnostics;
use crate::site::BuildOptions;
pub fn run(_options: BuildOptions, _port: u16) -> Result<(), Diagnostics> {
    Ok(())
}
