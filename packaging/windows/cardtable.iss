; Inno Setup script for Card Table on Windows: a per-user install that needs no administrator
; rights, a Start-menu entry, an optional desktop icon and an uninstaller (Settings > Apps).
; packaging/build.py fills the @...@ fields (version and names from pyproject.toml, the folders
; of this build) into build/stage/cardtable.iss and runs ISCC on it when Inno Setup is installed;
; the GitHub workflow does the same on its Windows runner. "x64" (not 6.3's "x64compatible") so
; Inno Setup 6.0-6.2 compiles it too.

#define AppName "@NAME@"
#define AppVersion "@VERSION@"
#define AppExe "@EXE@.exe"

[Setup]
; the AppId identifies the installation for upgrades and removal: never change it
AppId={{6D3C1B52-8E0A-4C6F-9A71-2C5F0E7B4A19}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Card Table contributors
AppPublisherURL=@HOMEPAGE@
AppSupportURL=@HOMEPAGE@/issues
VersionInfoVersion=@VERSION_DOTS@
VersionInfoProductName={#AppName}
; per user, no administrator: installs under %LOCALAPPDATA%\Programs
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
LicenseFile=@ROOT@\LICENSE
SetupIconFile=@STAGE@\icons\cardtable.ico
OutputDir=@OUTPUT@
OutputBaseFilename=@EXE@-{#AppVersion}-setup
Compression=lzma2/ultra64
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; the whole one-folder bundle, including _internal\licenses (the licence notices)
Source: "@BUNDLE@\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; The user's games, settings and statistics (platformdirs folders under %LOCALAPPDATA%) stay when
; the app is removed, like any document; the uninstaller removes only what the installer put.
