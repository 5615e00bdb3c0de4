// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_tex_glsl_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain_lod
//semantic fmain_lod.cookie
//semantic fmain_lod.envMap
//semantic fmain_lod.volume
//semantic fmain_lod.ramp
//semantic modelViewProj
//semantic displacement
//semantic roughness
//semantic mipCount
//var sampler2D cookie :  : _cookie1 : 1 : 1
//var samplerCUBE envMap :  : _envMap1 : 2 : 1
//var sampler3D volume :  : _volume1 : 3 : 1
//var sampler1D ramp :  : _ramp1 : 4 : 1
//var float roughness :  : _roughness : -1 : 1
//var float mipCount :  : _mipCount : -1 : 1
//var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 IN.projected : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 IN.shadowCoord : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
//var float4 fmain_lod : $vout.COLOR : COL : -1 : 1

#version 110

struct Vertex {
    vec3 _normal1;
    vec2 _uv;
};

struct Varyings {
    vec4 _color;
    vec4 _projected;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec3 _TMP0;
float _TMP12;
float _TMP11;
float _TMP10;
uniform sampler2D _cookie1;
uniform samplerCube _envMap1;
uniform sampler3D _volume1;
uniform sampler1D _ramp1;
vec3 _i0036;
vec4 _TMP39;
vec4 _c0042;
vec4 _TMP43;
float _lod0044;
vec4 _c0046;
vec4 _TMP47;
vec2 _TMP260048;
vec4 _c0050;
vec4 _TMP51;
vec2 _c0052;
vec4 _c0054;
vec4 _TMP55;
vec2 _TMP240056;
vec4 _c0058;
vec4 _TMP59;
vec3 _TMP230060;
vec4 _c0062;
vec4 _TMP63;
vec3 _c0064;
vec4 _c0066;
vec4 _TMP67;
vec4 _c0070;
vec4 _TMP71;
vec4 _c0074;
uniform float _roughness;
uniform float _mipCount;

 // main procedure, the original name was fmain_lod
void main()
{

    float _level;
    vec3 _r;
    vec4 _env;
    vec4 _light;
    vec4 _fog;

    _level = _roughness*_mipCount;
    _TMP10 = dot(gl_TexCoord[1].xyz, gl_TexCoord[1].xyz);
    _TMP11 = inversesqrt(_TMP10);
    _TMP0 = _TMP11*gl_TexCoord[1].xyz;
    _i0036 = -gl_TexCoord[2].xyz;
    _TMP12 = dot(_TMP0, _i0036);
    _r = _i0036 - (2.00000000E+00*_TMP0)*_TMP12;
    _c0042 = vec4(_r.x, _r.y, _r.z, _level);
    _TMP39 = textureCubeLod(_envMap1, vec3(_c0042.x, _c0042.y, _c0042.z), _c0042.w);
    _lod0044 = _level*5.00000000E-01;
    _c0046 = vec4(gl_TexCoord[1].x, gl_TexCoord[1].y, gl_TexCoord[1].z, _lod0044);
    _TMP43 = textureCubeLod(_envMap1, vec3(_c0046.x, _c0046.y, _c0046.z), _c0046.w);
    _env = _TMP39 + _TMP43;
    _TMP260048 = gl_TexCoord[0].xy/gl_TexCoord[0].w;
    _c0050 = vec4(_TMP260048.x, _TMP260048.y, 0.00000000E+00, 0.00000000E+00);
    _TMP47 = texture2DLod(_cookie1, vec2(_c0050.x, _c0050.y), _c0050.w);
    _c0052 = gl_TexCoord[0].xy*5.00000000E-01;
    _c0054 = vec4(_c0052.x, _c0052.y, 0.00000000E+00, _level);
    _TMP51 = texture2DLod(_cookie1, vec2(_c0054.x, _c0054.y), _c0054.w);
    _TMP240056 = gl_TexCoord[0].xy/gl_TexCoord[0].w;
    _c0058 = vec4(_TMP240056.x, _TMP240056.y, 0.00000000E+00, 1.00000000E+00);
    _TMP55 = texture2DLod(_cookie1, vec2(_c0058.x, _c0058.y), _c0058.w);
    _light = _TMP47*_TMP51 + _TMP55;
    _TMP230060 = gl_TexCoord[3].xyz/gl_TexCoord[3].w;
    _c0062 = vec4(_TMP230060.x, _TMP230060.y, _TMP230060.z, _level);
    _TMP59 = texture3DLod(_volume1, vec3(_c0062.x, _c0062.y, _c0062.z), _c0062.w);
    _c0064 = gl_TexCoord[2].xyz*9.99999978E-03;
    _c0066 = vec4(_c0064.x, _c0064.y, _c0064.z, 0.00000000E+00);
    _TMP63 = texture3DLod(_volume1, vec3(_c0066.x, _c0066.y, _c0066.z), _c0066.w);
    _c0070 = vec4(gl_TexCoord[0].x/gl_TexCoord[0].w, 0.00000000E+00, 0.00000000E+00, _level);
    _TMP67 = texture1DLod(_ramp1, _c0070.x, _c0070.w);
    _c0074 = vec4(gl_TexCoord[0].x/gl_TexCoord[0].w, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _TMP71 = texture1DLod(_ramp1, _c0074.x, _c0074.w);
    _fog = _TMP59 + _TMP63 + _TMP67 + _TMP71;
    _ret_0 = _env*gl_Color + _light*5.00000000E-01 + _fog*2.50000000E-01;
    gl_FragColor = _ret_0;
    return;
} // main end
