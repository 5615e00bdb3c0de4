// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_glsl_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program vmain
//semantic vmain.heightMap
//semantic vmain.irradiance
//semantic vmain.noise
//semantic vmain.ramp
//semantic modelViewProj
//semantic displacement
//semantic roughness
//semantic mipCount
//var sampler2D heightMap :  : _heightMap1 : 1 : 1
//var samplerCUBE irradiance :  : _irradiance1 : 2 : 1
//var sampler3D noise :  : _noise1 : 3 : 1
//var sampler1D ramp :  : _ramp1 : 4 : 1
//var float4x4 modelViewProj :  : _modelViewProj[0], 4 : -1 : 1
//var float displacement :  : _displacement : -1 : 1
//var float roughness :  : _roughness : -1 : 1
//var float mipCount :  : _mipCount : -1 : 1
//var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
//var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 vmain.position : $vout.POSITION : HPOS : -1 : 1
//var float4 vmain.color : $vout.COLOR0 : COLOR0 : -1 : 1
//var float4 vmain.projected : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float3 vmain.normal : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1
//var float3 vmain.view : $vout.TEXCOORD2 : TEXCOORD2 : -1 : 1
//var float4 vmain.shadowCoord : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1

#version 130

struct Vertex {
    vec4 _position1;
    vec3 _normal;
    vec2 _uv;
};

struct Varyings {
    vec4 _position2;
    vec4 _color;
    vec4 _projected;
    vec3 _normal1;
    vec3 _view;
    vec4 _shadowCoord;
};

uniform sampler2D _heightMap1;
uniform samplerCube _irradiance1;
uniform sampler3D _noise1;
uniform sampler1D _ramp1;
vec4 _TMP21;
vec4 _c0024;
vec4 _TMP25;
vec2 _TMP190026;
vec4 _c0026;
vec4 _c0028;
vec4 _r0030;
vec4 _TMP39;
float _lod0040;
vec4 _c0042;
vec4 _TMP43;
vec3 _c0044;
vec4 _c0046;
vec4 _TMP47;
vec4 _c0050;
vec4 _TMP51;
vec4 _c0054;
in vec4 NORMAL;
in vec4 TEXCOORD0;
uniform vec4 _modelViewProj[4];
uniform float _displacement;
uniform float _roughness;
uniform float _mipCount;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord1;
out vec4 cg_TexCoord3;
out vec4 cg_TexCoord0;
out vec4 cg_TexCoord2;

 // main procedure, the original name was vmain
void main()
{

    Varyings _OUT;
    vec4 _position;
    vec4 _tint;
    vec3 _TMP17;
    vec2 _TMP18;

    _c0024 = vec4(TEXCOORD0.x, TEXCOORD0.y, 0.00000000E+00, 0.00000000E+00);
    _TMP21 = texture2DLod(_heightMap1, vec2(_c0024.x, _c0024.y), _c0024.w);
    _TMP18 = TEXCOORD0.xy*2.00000000E+00;
    _c0026 = vec4(_TMP18.x, _TMP18.y, 0.00000000E+00, 2.00000000E+00);
    _TMP190026 = _c0026.xy/_c0026.w;
    _c0028 = vec4(_TMP190026.x, _TMP190026.y, 0.00000000E+00, 1.00000000E+00);
    _TMP25 = texture2DLod(_heightMap1, vec2(_c0028.x, _c0028.y), _c0028.w);
    _TMP17 = NORMAL.xyz*(_TMP21.x + _TMP25.y)*_displacement;
    _position = cg_Vertex + vec4(_TMP17.x, _TMP17.y, _TMP17.z, 0.00000000E+00);
    _r0030.x = dot(_modelViewProj[0], _position);
    _r0030.y = dot(_modelViewProj[1], _position);
    _r0030.z = dot(_modelViewProj[2], _position);
    _r0030.w = dot(_modelViewProj[3], _position);
    _lod0040 = _mipCount - 1.00000000E+00;
    _c0042 = vec4(NORMAL.x, NORMAL.y, NORMAL.z, _lod0040);
    _TMP39 = textureCubeLod(_irradiance1, vec3(_c0042.x, _c0042.y, _c0042.z), _c0042.w);
    _c0044 = _position.xyz*1.00000001E-01;
    _c0046 = vec4(_c0044.x, _c0044.y, _c0044.z, _roughness);
    _TMP43 = texture3DLod(_noise1, vec3(_c0046.x, _c0046.y, _c0046.z), _c0046.w);
    _c0050 = vec4(_TMP21.x, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _TMP47 = texture1DLod(_ramp1, _c0050.x, _c0050.w);
    _c0054 = vec4(TEXCOORD0.y, TEXCOORD0.x, 0.00000000E+00, 1.00000000E+00);
    _TMP51 = texture2DLod(_heightMap1, vec2(_c0054.x, _c0054.y), _c0054.w);
    _tint = _TMP47*_TMP51;
    _OUT._color = _TMP39*_TMP43 + _tint;
    _OUT._view = -_position.xyz;
    _OUT._shadowCoord = vec4(TEXCOORD0.x, TEXCOORD0.y, _TMP21.x, 1.00000000E+00);
    cg_TexCoord2.xyz = _OUT._view;
    cg_TexCoord0 = _r0030;
    cg_TexCoord3 = _OUT._shadowCoord;
    cg_TexCoord1.xyz = NORMAL.xyz;
    gl_Position = _r0030;
    cg_FrontColor = _OUT._color;
    return;
} // main end
