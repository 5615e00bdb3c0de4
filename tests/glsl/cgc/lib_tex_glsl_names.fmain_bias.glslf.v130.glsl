// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/lib_tex_glsl_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain_bias
//semantic fmain_bias.decal
//semantic fmain_bias.envMap
//semantic fmain_bias.ramp
//semantic fmain_bias.sharpen
//semantic modelViewProj
//semantic displacement
//semantic roughness
//semantic mipCount
//var sampler2D decal :  : _decal1 : 1 : 1
//var samplerCUBE envMap :  : _envMap1 : 2 : 1
//var sampler1D ramp :  : _ramp1 : 3 : 1
//var float sharpen :  : _sharpen1 : 4 : 1
//var float roughness :  : _roughness : -1 : 1
//var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 IN.projected : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 fmain_bias : $vout.COLOR : COLOR : -1 : 1

#version 130

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
float _TMP3;
float _TMP2;
float _TMP1;
uniform sampler2D _decal1;
uniform samplerCube _envMap1;
uniform sampler1D _ramp1;
uniform float _sharpen1;
vec4 _TMP16;
vec2 _TMP150017;
float _bias0017;
vec4 _c0019;
vec4 _TMP20;
vec2 _TMP140021;
float _bias0021;
vec4 _c0023;
vec3 _i0031;
vec4 _TMP34;
float _bias0035;
vec4 _c0037;
vec4 _TMP38;
vec4 _c0041;
uniform float _roughness;
in vec4 cg_FrontColor;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
in vec4 cg_TexCoord2;
out vec4 cg_FragColor;

 // main procedure, the original name was fmain_bias
void main()
{

    vec3 _r;

    _bias0017 = -_sharpen1;
    _TMP150017 = cg_TexCoord0.xy/cg_TexCoord0.w;
    _c0019 = vec4(_TMP150017.x, _TMP150017.y, 0.00000000E+00, _bias0017);
    _TMP16 = texture2D(_decal1, _c0019.xy, _c0019.w);
    _bias0021 = _sharpen1*5.00000000E-01;
    _TMP140021 = cg_TexCoord0.xy/cg_TexCoord0.w;
    _c0023 = vec4(_TMP140021.x, _TMP140021.y, 0.00000000E+00, _bias0021);
    _TMP20 = texture2D(_decal1, _c0023.xy, _c0023.w);
    _TMP1 = dot(cg_TexCoord1.xyz, cg_TexCoord1.xyz);
    _TMP2 = inversesqrt(_TMP1);
    _TMP0 = _TMP2*cg_TexCoord1.xyz;
    _i0031 = -cg_TexCoord2.xyz;
    _TMP3 = dot(_TMP0, _i0031);
    _r = _i0031 - (2.00000000E+00*_TMP0)*_TMP3;
    _bias0035 = _roughness*4.00000000E+00;
    _c0037 = vec4(_r.x, _r.y, _r.z, _bias0035);
    _TMP34 = textureCube(_envMap1, _c0037.xyz, _c0037.w);
    _c0041 = vec4(cg_TexCoord0.x/cg_TexCoord0.w, 0.00000000E+00, 0.00000000E+00, _sharpen1);
    _TMP38 = texture1D(_ramp1, _c0041.x, _c0041.w);
    _ret_0 = _TMP16*cg_FrontColor + _TMP20*2.50000000E-01 + _TMP34*_roughness + _TMP38*1.25000000E-01;
    cg_FragColor = _ret_0;
    return;
} // main end
