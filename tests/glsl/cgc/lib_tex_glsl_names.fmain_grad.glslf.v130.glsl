// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/lib_tex_glsl_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain_grad
//semantic fmain_grad.heightMap
//semantic fmain_grad.albedo
//semantic fmain_grad.envMap
//semantic fmain_grad.parallaxScale
//semantic modelViewProj
//semantic displacement
//semantic roughness
//semantic mipCount
//var sampler2D heightMap :  : _heightMap1 : 1 : 1
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var samplerCUBE envMap :  : _envMap1 : 3 : 1
//var float parallaxScale :  : _parallaxScale1 : 4 : 1
//var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 IN.projected : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 fmain_grad : $vout.COLOR : COLOR : -1 : 1

#version 130

#extension GL_EXT_gpu_shader4 : enable

struct Vertex {
    vec3 _normal1;
    vec2 _uv1;
};

struct Varyings {
    vec4 _color;
    vec4 _projected1;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec3 _TMP8;
vec3 _TMP7;
vec3 _TMP5;
vec3 _TMP4;
vec3 _TMP3;
float _TMP12;
float _TMP11;
float _TMP10;
uniform sampler2D _heightMap1;
uniform sampler2D _albedo1;
uniform samplerCube _envMap1;
uniform float _parallaxScale1;
vec4 _TMP26;
vec4 _TMP30;
vec4 _TMP34;
vec2 _c0037;
vec4 _TMP38;
vec2 _c0041;
vec3 _i0049;
vec4 _TMP56;
vec4 _TMP64;
in vec4 cg_FrontColor;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
in vec4 cg_TexCoord2;
out vec4 cg_FragColor;

 // main procedure, the original name was fmain_grad
void main()
{

    vec2 _dx;
    vec2 _dy;
    vec2 _shifted;
    vec4 _projected;
    vec3 _r;
    vec4 _env;

    _dx = dFdx(cg_TexCoord0.xy);
    _dy = dFdy(cg_TexCoord0.xy);
    _TMP26 = texture2DGrad(_heightMap1, cg_TexCoord0.xy, _dx, _dy);
    _shifted = cg_TexCoord0.xy + cg_TexCoord2.xy*(_TMP26.x*_parallaxScale1);
    _TMP30 = texture2DGrad(_albedo1, _shifted, _dx, _dy);
    _c0037 = cg_TexCoord0.xy/cg_TexCoord0.w;
    _TMP34 = texture2DGrad(_albedo1, _c0037, _dx, _dy);
    _c0041 = cg_TexCoord0.xy/cg_TexCoord0.w;
    _TMP38 = texture2DGrad(_albedo1, _c0041, _dy, _dx);
    _projected = _TMP34 + _TMP38;
    _TMP10 = dot(cg_TexCoord1.xyz, cg_TexCoord1.xyz);
    _TMP11 = inversesqrt(_TMP10);
    _TMP3 = _TMP11*cg_TexCoord1.xyz;
    _i0049 = -cg_TexCoord2.xyz;
    _TMP12 = dot(_TMP3, _i0049);
    _r = _i0049 - (2.00000000E+00*_TMP3)*_TMP12;
    _TMP4 = dFdx(_r);
    _TMP5 = dFdy(_r);
    _TMP56 = textureCubeGrad(_envMap1, _r, _TMP4, _TMP5);
    _TMP7 = dFdx(_r);
    _TMP8 = dFdy(_r);
    _TMP64 = textureCubeGrad(_envMap1, cg_TexCoord1.xyz, _TMP7, _TMP8);
    _env = _TMP56 + _TMP64;
    _ret_0 = _TMP30*cg_FrontColor + _projected*2.50000000E-01 + _env*1.25000000E-01;
    cg_FragColor = _ret_0;
    return;
} // main end
