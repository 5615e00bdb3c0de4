// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/state_semantics.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vertex
//semantic main_vertex.mvp : state.matrix.mvp
//semantic main_vertex.mvit : state.matrix.modelview.invtrans
//semantic main_vertex.tex1 : state.matrix.texture[1]
//semantic main_vertex.projInv : state.matrix.projection.inverse
//semantic main_vertex.mv0 : state.matrix.modelview[0]
//semantic main_vertex.prog0 : state.matrix.program[0]
//semantic main_vertex.lightDiffuse : state.light[0].diffuse
//semantic main_vertex.lightPos : state.light[1].position
//semantic main_vertex.atten : state.light[1].attenuation
//semantic main_vertex.fogColor : state.fog.color
//semantic main_vertex.fogParams : state.fog.params
//semantic main_vertex.matAmbient : state.material.ambient
//semantic main_vertex.frontDiffuse : state.material.front.diffuse
//semantic main_vertex.sceneColor : state.lightmodel.scenecolor
//semantic main_vertex.modelAmbient : state.lightmodel.ambient
//semantic main_vertex.eyeS : state.texgen[0].eye.s
//semantic main_vertex.clip0 : state.clip[0].plane
//var float4x4 mvp : state.matrix.mvp : _mvp1[0], 4 : 2 : 1
//var float4x4 mvit : state.matrix.modelview.invtrans : _mvit1[0], 4 : 3 : 1
//var float4x4 tex1 : state.matrix.texture[1] : _tex11[0], 4 : 4 : 1
//var float4x4 projInv : state.matrix.projection.inverse : _projInv1[0], 4 : 5 : 1
//var float4x4 mv0 : state.matrix.modelview[0] : _mv01[0], 4 : 6 : 1
//var float4x4 prog0 : state.matrix.program[0] : _prog01[0], 4 : 7 : 1
//var float4 lightDiffuse : state.light[0].diffuse : _lightDiffuse1 : 8 : 1
//var float3 lightPos : state.light[1].position : _lightPos1 : 9 : 1
//var float4 atten : state.light[1].attenuation : _atten1 : 10 : 1
//var float4 fogColor : state.fog.color : _fogColor1 : 11 : 1
//var float4 fogParams : state.fog.params : _fogParams1 : 12 : 1
//var float4 matAmbient : state.material.ambient : _matAmbient1 : 13 : 1
//var float4 frontDiffuse : state.material.front.diffuse : _frontDiffuse1 : 14 : 1
//var float4 sceneColor : state.lightmodel.scenecolor : _sceneColor1 : 15 : 1
//var float4 modelAmbient : state.lightmodel.ambient : _modelAmbient1 : 16 : 1
//var float4 eyeS : state.texgen[0].eye.s : _eyeS1 : 17 : 1
//var float4 clip0 : state.clip[0].plane : _clip01 : 18 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float3 n : $vin.NORMAL : NORMAL : 1 : 1
//var float4 c0 : $vout.COLOR0 : COLOR0 : 19 : 1
//var float4 c1 : $vout.COLOR1 : COLOR1 : 20 : 1
//var float4 t0 : $vout.TEXCOORD0 : TEXCOORD0 : 21 : 1
//var float4 t1 : $vout.TEXCOORD1 : TEXCOORD1 : 22 : 1
//var float4 main_vertex : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _c01;
vec4 _t11;
vec4 _c11;
vec4 _t01;
float _TMP6;
float _TMP5;
float _TMP2;
vec3 _TMP1;
float _TMP10;
float _TMP9;
uniform vec4 _mvp1[4];
uniform vec4 _mvit1[4];
uniform vec4 _tex11[4];
uniform vec4 _projInv1[4];
uniform vec4 _mv01[4];
uniform vec4 _prog01[4];
uniform vec4 _lightDiffuse1;
uniform vec3 _lightPos1;
uniform vec4 _atten1;
uniform vec4 _fogColor1;
uniform vec4 _fogParams1;
uniform vec4 _matAmbient1;
uniform vec4 _frontDiffuse1;
uniform vec4 _sceneColor1;
uniform vec4 _modelAmbient1;
uniform vec4 _eyeS1;
uniform vec4 _clip01;
vec3 _r0030;
vec4 _r0054;
vec4 _r0064;
vec4 _r0078;
vec4 _r0088;
vec4 _r0098;
in vec4 NORMAL;
vec3 _TMP107;
vec3 _TMP108;
vec3 _TMP109;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord1;
out vec4 cg_FrontSecondaryColor;
out vec4 cg_TexCoord0;

 // main procedure, the original name was main_vertex
void main()
{

    vec3 _en;
    float _diffuse;

    _TMP107.x = _mvit1[0].x;
    _TMP107.y = _mvit1[0].y;
    _TMP107.z = _mvit1[0].z;
    _r0030.x = dot(_TMP107, NORMAL.xyz);
    _TMP108.x = _mvit1[1].x;
    _TMP108.y = _mvit1[1].y;
    _TMP108.z = _mvit1[1].z;
    _r0030.y = dot(_TMP108, NORMAL.xyz);
    _TMP109.x = _mvit1[2].x;
    _TMP109.y = _mvit1[2].y;
    _TMP109.z = _mvit1[2].z;
    _r0030.z = dot(_TMP109, NORMAL.xyz);
    _TMP9 = dot(_r0030, _r0030);
    _TMP10 = inversesqrt(_TMP9);
    _en = _TMP10*_r0030;
    _TMP9 = dot(_lightPos1, _lightPos1);
    _TMP10 = inversesqrt(_TMP9);
    _TMP1 = _TMP10*_lightPos1;
    _TMP2 = dot(_en, _TMP1);
    _diffuse = max(_TMP2, 0.00000000E+00);
    _c01 = (_lightDiffuse1*_frontDiffuse1)*_diffuse + _matAmbient1*_modelAmbient1 + _sceneColor1;
    _c11 = _fogColor1*_fogParams1.x + _atten1*_diffuse;
    _r0054.x = dot(_tex11[0], cg_Vertex);
    _r0054.y = dot(_tex11[1], cg_Vertex);
    _r0054.z = dot(_tex11[2], cg_Vertex);
    _r0054.w = dot(_tex11[3], cg_Vertex);
    _r0064.x = dot(_projInv1[0], cg_Vertex);
    _r0064.y = dot(_projInv1[1], cg_Vertex);
    _r0064.z = dot(_projInv1[2], cg_Vertex);
    _r0064.w = dot(_projInv1[3], cg_Vertex);
    _TMP5 = dot(_eyeS1, cg_Vertex);
    _TMP6 = dot(_clip01, cg_Vertex);
    _t01 = _r0054 + _r0064 + vec4(_TMP5, _TMP6, 0.00000000E+00, 1.00000000E+00);
    _r0078.x = dot(_mv01[0], cg_Vertex);
    _r0078.y = dot(_mv01[1], cg_Vertex);
    _r0078.z = dot(_mv01[2], cg_Vertex);
    _r0078.w = dot(_mv01[3], cg_Vertex);
    _r0088.x = dot(_prog01[0], cg_Vertex);
    _r0088.y = dot(_prog01[1], cg_Vertex);
    _r0088.z = dot(_prog01[2], cg_Vertex);
    _r0088.w = dot(_prog01[3], cg_Vertex);
    _t11 = _r0078 + _r0088;
    _r0098.x = dot(_mvp1[0], cg_Vertex);
    _r0098.y = dot(_mvp1[1], cg_Vertex);
    _r0098.z = dot(_mvp1[2], cg_Vertex);
    _r0098.w = dot(_mvp1[3], cg_Vertex);
    cg_TexCoord0 = _t01;
    cg_FrontSecondaryColor = _c11;
    cg_TexCoord1 = _t11;
    gl_Position = _r0098;
    cg_FrontColor = _c01;
    return;
} // main end
