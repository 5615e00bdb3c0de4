// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=120
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
//var float4x4 mv0 : state.matrix.modelview[0] : _mv01[0], 4 : 6 : 1
//var float4x4 prog0 : state.matrix.program[0] : _prog01[0], 4 : 7 : 1
//var float4 matAmbient : state.material.ambient : _matAmbient1 : 13 : 1
//var float4 sceneColor : state.lightmodel.scenecolor : _sceneColor1 : 15 : 1
//var float4 eyeS : state.texgen[0].eye.s : _eyeS1 : 17 : 1
//var float4 clip0 : state.clip[0].plane :  : 18 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
//var float4 c0 : $vout.COLOR0 : COL0 : 19 : 1
//var float4 c1 : $vout.COLOR1 : COL1 : 20 : 1
//var float4 t0 : $vout.TEXCOORD0 : TEX0 : 21 : 1
//var float4 t1 : $vout.TEXCOORD1 : TEX1 : 22 : 1
//var float4 main_vertex : $vout.POSITION : HPOS : -1 : 1

#version 120

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
uniform vec4 _mv01[4];
uniform vec4 _prog01[4];
uniform vec4 _atten1;
uniform vec4 _matAmbient1;
uniform vec4 _sceneColor1;
uniform vec4 _eyeS1;
vec3 _r0030;
vec4 _r0054;
vec4 _r0064;
vec4 _r0078;
vec4 _r0088;
vec4 _r0098;
vec3 _TMP107;
vec3 _TMP108;
vec3 _TMP109;

 // main procedure, the original name was main_vertex
void main()
{

    vec3 _en;
    float _diffuse;

    _atten1.x = gl_LightSource[1]._quadraticAttenuation;
    _TMP107.x = gl_ModelViewMatrixInverse[0].x;
    _TMP107.y = gl_ModelViewMatrixInverse[0].y;
    _TMP107.z = gl_ModelViewMatrixInverse[0].z;
    _r0030.x = dot(_TMP107, gl_Normal);
    _TMP108.x = gl_ModelViewMatrixInverse[1].x;
    _TMP108.y = gl_ModelViewMatrixInverse[1].y;
    _TMP108.z = gl_ModelViewMatrixInverse[1].z;
    _r0030.y = dot(_TMP108, gl_Normal);
    _TMP109.x = gl_ModelViewMatrixInverse[2].x;
    _TMP109.y = gl_ModelViewMatrixInverse[2].y;
    _TMP109.z = gl_ModelViewMatrixInverse[2].z;
    _r0030.z = dot(_TMP109, gl_Normal);
    _TMP9 = dot(_r0030, _r0030);
    _TMP10 = inversesqrt(_TMP9);
    _en = _TMP10*_r0030;
    _TMP9 = dot(gl_LightSource[1]._position.xyz, gl_LightSource[1]._position.xyz);
    _TMP10 = inversesqrt(_TMP9);
    _TMP1 = _TMP10*gl_LightSource[1]._position.xyz;
    _TMP2 = dot(_en, _TMP1);
    _diffuse = max(_TMP2, 0.00000000E+00);
    _c01 = (gl_LightSource[0]._diffuse1*gl_FrontMaterial._diffuse2)*_diffuse + _matAmbient1*gl_LightModel._ambient + _sceneColor1;
    _c11 = gl_Fog._color*gl_Fog._scale + _atten1*_diffuse;
    _r0054.x = dot(gl_TextureMatrixTranspose[1][0], gl_Vertex);
    _r0054.y = dot(gl_TextureMatrixTranspose[1][1], gl_Vertex);
    _r0054.z = dot(gl_TextureMatrixTranspose[1][2], gl_Vertex);
    _r0054.w = dot(gl_TextureMatrixTranspose[1][3], gl_Vertex);
    _r0064.x = dot(gl_ProjectionMatrixInverseTranspose[0], gl_Vertex);
    _r0064.y = dot(gl_ProjectionMatrixInverseTranspose[1], gl_Vertex);
    _r0064.z = dot(gl_ProjectionMatrixInverseTranspose[2], gl_Vertex);
    _r0064.w = dot(gl_ProjectionMatrixInverseTranspose[3], gl_Vertex);
    _TMP5 = dot(_eyeS1, gl_Vertex);
    _TMP6 = dot(gl_ClipPlane[0], gl_Vertex);
    _t01 = _r0054 + _r0064 + vec4(_TMP5, _TMP6, 0.00000000E+00, 1.00000000E+00);
    _r0078.x = dot(_mv01[0], gl_Vertex);
    _r0078.y = dot(_mv01[1], gl_Vertex);
    _r0078.z = dot(_mv01[2], gl_Vertex);
    _r0078.w = dot(_mv01[3], gl_Vertex);
    _r0088.x = dot(_prog01[0], gl_Vertex);
    _r0088.y = dot(_prog01[1], gl_Vertex);
    _r0088.z = dot(_prog01[2], gl_Vertex);
    _r0088.w = dot(_prog01[3], gl_Vertex);
    _t11 = _r0078 + _r0088;
    _r0098.x = dot(gl_ModelViewProjectionMatrixTranspose[0], gl_Vertex);
    _r0098.y = dot(gl_ModelViewProjectionMatrixTranspose[1], gl_Vertex);
    _r0098.z = dot(gl_ModelViewProjectionMatrixTranspose[2], gl_Vertex);
    _r0098.w = dot(gl_ModelViewProjectionMatrixTranspose[3], gl_Vertex);
    gl_TexCoord[0] = _t01;
    gl_FrontSecondaryColor = _c11;
    gl_TexCoord[1] = _t11;
    gl_Position = _r0098;
    gl_FrontColor = _c01;
    return;
} // main end
